/** Swiper and the modules the home carousels use, loaded when a carousel comes near the screen. */
export { Swiper, SwiperSlide } from 'swiper/react';
export { A11y, Autoplay } from 'swiper/modules';
