// flatMap subscribes to the publisher made from each value and passes on all their values; it finishes once
// the upstream and every inner publisher have finished (Apple, "flatMap(maxPublishers:_:)": "Transforms all
// elements from an upstream publisher into a new publisher up to a maximum number of publishers you specify").
import Combine

let ids = PassthroughSubject<Int, Never>()
let f = ids
    .flatMap { id in [id * 10, id * 10 + 1].publisher }
    .sink(receiveCompletion: { print("flat:", $0) }, receiveValue: { print("item", $0) })
ids.send(1)
ids.send(2)
ids.send(completion: .finished)
let inner = PassthroughSubject<String, Never>()
let g = Just(inner).flatMap { $0 }.sink(receiveCompletion: { print("inner:", $0) }, receiveValue: { print("inner value", $0) })
inner.send("still open")
inner.send(completion: .finished)
// expect: item 10
// expect: item 11
// expect: item 20
// expect: item 21
// expect: flat: finished
// expect: inner value still open
// expect: inner: finished
