"""The search: hidden cards sampled (`determinize`, `dealing`) and weighed (`inference`), the
deals put back (`replay`) and judged by the open-hand solver (`..solver`), rollouts or
playouts, for the strong and expert levels and the hints (`bot`)."""
