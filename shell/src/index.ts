// main.js is revalidated on each load (its name is not hashed): it only starts the page, whose code comes in
// content-hashed chunks a browser keeps between visits.
import('./bootstrap');
