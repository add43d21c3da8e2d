import type { TestimonialView } from './entity-items';
import styles from './entities.module.css';

/** What clients said, as quotations with their author. */
export function TestimonialList({ testimonials }: { testimonials: TestimonialView[] }) {
  return (
    <ul className={styles.testimonialGrid}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className={styles.testimonial}>
            <blockquote className={styles.quote}>
              <p>{testimonial.text}</p>
            </blockquote>
            {testimonial.author && <figcaption className={styles.author}>{testimonial.author}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
