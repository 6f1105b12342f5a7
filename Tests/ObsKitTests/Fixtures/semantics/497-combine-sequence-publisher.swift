// A sequence's `publisher` (Publishers.Sequence) sends every element to each subscriber as it subscribes, then
// finishes (Apple, "Publishers.Sequence": "A publisher that publishes a given sequence of elements"; Sequence's
// `publisher` property).
import Combine

var bag = Set<AnyCancellable>()
[1, 2, 3].publisher
    .sink(receiveCompletion: { print("array:", $0) }, receiveValue: { print("array", $0) })
    .store(in: &bag)
(1...3).publisher.map { $0 * $0 }.sink { print("square", $0) }.store(in: &bag)
Publishers.Sequence<[String], Never>(sequence: ["a", "b"]).sink { print("letter", $0) }.store(in: &bag)
print(bag.count)
// expect: array 1
// expect: array 2
// expect: array 3
// expect: array: finished
// expect: square 1
// expect: square 4
// expect: square 9
// expect: letter a
// expect: letter b
// expect: 3
