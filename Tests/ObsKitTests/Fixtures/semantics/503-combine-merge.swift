// merge(with:) and Publishers.Merge pass on the values of both upstreams as they come, and finish when both
// have finished (Apple, "merge(with:)": "The merged publisher continues to emit elements until all upstream
// publishers finish. If an upstream publisher produces an error, the merged publisher fails with that error.").
import Combine

let taps = PassthroughSubject<String, Never>()
let keys = PassthroughSubject<String, Never>()
let m = taps.merge(with: keys).sink(receiveCompletion: { print("merged:", $0) }, receiveValue: { print("event", $0) })
let p = Publishers.Merge(taps, keys).sink { print("Merge", $0) }
taps.send("tap")
keys.send("key")
taps.send(completion: .finished)
keys.send("key 2")
keys.send(completion: .finished)
// expect: event tap
// expect: Merge tap
// expect: event key
// expect: Merge key
// expect: event key 2
// expect: Merge key 2
// expect: merged: finished
