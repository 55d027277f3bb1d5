// AI object detection: a COCO detector (NanoDet on TensorFlow.js/wasm; CenterNet, the one before it, for
// the bench's baseline), and the pure steps around it: which frames to sample, decoding and
// de-duplicating the detector's boxes, merging sightings into ranges.
export * from './object-detector';
export * from './centernet-detector';
export * from './nanodet-detector';
export * from './nanodet-decode';
export * from './coco-detections';
export * from './frame-sampling';
export * from './merge-detections';
export * from './detection-result';
