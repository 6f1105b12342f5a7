// min() and max() publish the smallest and largest value once the upstream finishes; min(by:) orders by the
// closure (Apple, "min()": "Publishes the minimum value received from the upstream publisher, after it
// finishes"; "max()", "min(by:)").
import Combine

var bag = Set<AnyCancellable>()
[5, 2, 8, 3].publisher.min().sink { print("min", $0) }.store(in: &bag)
[5, 2, 8, 3].publisher.max().sink { print("max", $0) }.store(in: &bag)
["pear", "fig", "banana"].publisher.min(by: { $0.count < $1.count }).sink { print("shortest", $0) }.store(in: &bag)
Empty<Int, Never>().max().sink(receiveCompletion: { print("empty:", $0) }, receiveValue: { print("never", $0) }).store(in: &bag)
// expect: min 2
// expect: max 8
// expect: shortest fig
// expect: empty: finished
