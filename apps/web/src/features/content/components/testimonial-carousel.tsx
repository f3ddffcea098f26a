import { Carousel } from '../../../components/ui/carousel.tsx';
import { useTestimonials, type TestimonialSource } from '../api/get-testimonials.ts';
import { contentTexts } from '../texts.ts';

type Props = {
  source: TestimonialSource;
  title: string;
};

/**
 * A testimonial carousel (picture, feedback, name): 'Our Happy Members' on Join Us and
 * 'Our Happy Customers' on Sell. Nothing shows until the list has loaded (spec 8: a failed
 * load is only logged).
 */
export function TestimonialCarousel({ source, title }: Props) {
  const { data } = useTestimonials(source);
  if (!data || data.length === 0) return null;
  const titleId = `${source}-title`;
  return (
    <section className="section testimonials" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Carousel
        label={contentTexts.testimonials(title)}
        items={data}
        itemKey={(item, index) => `${item.name}-${index}`}
        renderItem={(item) => (
          <figure className="testimonial-card">
            <img src={item.dp} alt={item.name} width="96" height="96" loading="lazy" decoding="async" className="testimonial-card__picture" />
            <blockquote className="testimonial-card__feedback">
              <p>{item.feedback}</p>
            </blockquote>
            <figcaption className="testimonial-card__name">{item.name}</figcaption>
          </figure>
        )}
      />
    </section>
  );
}

/** For React.lazy on /sell: 'Our Happy Customers'. */
export default function HappyCustomers() {
  return <TestimonialCarousel source="happy-customers" title={contentTexts.happyCustomers} />;
}
