// collect() sends one array of every value when the upstream finishes; collect(n) sends arrays of n and, at
// the end, what remains (Apple, "collect()": "Collects all received elements, and emits a single array of the
// collection when the upstream publisher finishes"; "collect(_:)": "If the upstream publisher finishes before
// collecting the specified number of elements, the publisher sends an array of only the items it received").
// On a failure, collect(n) sends the failure without the rest (Apple: "If the upstream publisher fails with an
// error, this publisher forwards the error to the downstream receiver instead of sending its output").
import Combine

enum Stop: Error { case now }
var bag = Set<AnyCancellable>()
(1...5).publisher.collect().sink { print("all", $0) }.store(in: &bag)
(1...5).publisher.collect(2).sink { print("pairs", $0) }.store(in: &bag)
let subject = PassthroughSubject<Int, Stop>()
subject.collect(2).sink(receiveCompletion: { print("ended:", $0) }, receiveValue: { print("got", $0) }).store(in: &bag)
subject.send(1)
subject.send(2)
subject.send(3)
subject.send(completion: .failure(.now))
// expect: all [1, 2, 3, 4, 5]
// expect: pairs [1, 2]
// expect: pairs [3, 4]
// expect: pairs [5]
// expect: got [1, 2]
// expect: ended: failure(main.Stop.now)
