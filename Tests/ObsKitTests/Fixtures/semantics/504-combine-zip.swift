// zip pairs the n-th value of each upstream, keeping the ones not yet paired; Zip3 makes triples (Apple,
// "zip(_:)": "Combines elements from another publisher and deliver pairs of elements as tuples ... the
// publisher waits until both publishers have emitted an event"; "If either upstream publisher finishes
// successfully or fails with an error, the zipped publisher does the same"). A finished upstream whose values
// are not all paired yet still pairs them (Just(1).zip(...) works): it finishes once no more pair can be made.
import Combine

let letters = PassthroughSubject<String, Never>()
let numbers = PassthroughSubject<Int, Never>()
let z = letters.zip(numbers).sink(receiveCompletion: { print("zip:", $0) }, receiveValue: { print("pair", $0.0, $0.1) })
letters.send("a")
letters.send("b")
numbers.send(1)
numbers.send(2)
numbers.send(3)
letters.send(completion: .finished)
let j = Just("x").zip([1, 2].publisher, ["p", "q"].publisher).sink(receiveCompletion: { print("zip3:", $0) }, receiveValue: { print($0) })
let t = [1, 2, 3].publisher.zip(["one", "two"].publisher) { "\($0)=\($1)" }.sink { print($0) }
// expect: pair a 1
// expect: pair b 2
// expect: zip: finished
// expect: ("x", 1, "p")
// expect: zip3: finished
// expect: 1=one
// expect: 2=two
