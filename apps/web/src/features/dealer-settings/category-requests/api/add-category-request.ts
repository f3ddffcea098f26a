import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCategoryRequest as addCategoryRequestRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { categoryRequestsKey } from './get-category-requests.ts';

export type CategoryRequestFields = {
  dealerId: number;
  categoryName: string;
  description: string;
  categoryImage: File;
};

/** POST /dealer_details/add_category_request/ as multipart: 201 { msg: 'Successfully requested' }. */
export function addCategoryRequest({ dealerId, categoryName, description, categoryImage }: CategoryRequestFields): Promise<{ msg: string }> {
  const body = new FormData();
  body.set('dealer_id', String(dealerId));
  body.set('category_image', categoryImage);
  body.set('category_name', categoryName);
  body.set('description', description);
  return callEndpoint(addCategoryRequestRoute, { body, auth: true });
}

export function useAddCategoryRequest(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategoryRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoryRequestsKey(dealerId) });
    },
  });
}
