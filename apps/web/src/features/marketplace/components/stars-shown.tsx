/** Five stars filled to a rating (to the nearest half); a picture only, the rating is said in words beside it. */
export function StarsShown({ value }: { value: number }) {
  const halves = Math.round(value * 2);
  return (
    <span className="stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = halves - index * 2;
        return (
          <span key={index} className={fill >= 2 ? 'stars__star stars__star--full' : fill === 1 ? 'stars__star stars__star--half' : 'stars__star'}>
            ★
          </span>
        );
      })}
    </span>
  );
}
