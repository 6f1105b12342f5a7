// prefix(n) passes the first n values then finishes; prefix(while:) until the predicate fails; drop(while:)
// skips until it fails, then passes everything; output(at:) passes only the value at that index (Apple,
// "prefix(_:)", "prefix(while:)", "drop(while:)", "output(at:)"). Finishing early cancels the upstream, so a
// sequence stops sending (the handleEvents count shows it).
import Combine

var seen = 0
var bag = Set<AnyCancellable>()
let numbers = (1...10).publisher.handleEvents(receiveOutput: { _ in seen += 1 })
numbers.prefix(2).sink(receiveCompletion: { print("prefix:", $0) }, receiveValue: { print("prefix", $0) }).store(in: &bag)
print("values sent:", seen)
(1...10).publisher.prefix(while: { $0 < 3 }).collect().sink { print("while", $0) }.store(in: &bag)
[1, 2, 5, 1].publisher.drop(while: { $0 < 3 }).collect().sink { print("dropped", $0) }.store(in: &bag)
(1...10).publisher.output(at: 4).sink { print("at 4:", $0) }.store(in: &bag)
// expect: prefix 1
// expect: prefix 2
// expect: prefix: finished
// expect: values sent: 2
// expect: while [1, 2]
// expect: dropped [5, 1]
// expect: at 4: 5
