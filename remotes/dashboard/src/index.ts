// The async boundary: shared modules (react, the store…) are negotiated with the share scope before any of them runs.
import('./bootstrap');
