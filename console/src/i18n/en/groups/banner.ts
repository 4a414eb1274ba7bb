// English catalogue of the /banner screens (the app's carousel banners: list, add, detail).
const bannerGroup = {
  banner: {
    title: 'Carousel banner',
    fields: { position: 'Placement', link_type: 'Opens', application_id: 'DApp opened' },
    help: {
      link_url: 'The page a web-link banner opens',
      application_id: 'The DApp a DApp banner opens',
      end_at: 'Leave empty for no end',
    },
  },
};

export default bannerGroup;
