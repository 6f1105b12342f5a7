// replaceNil(with:) replaces nil values; replaceEmpty(with:) sends a value when the upstream finishes having sent
// none; ignoreOutput() passes only the completion; setFailureType(to:) changes only the type (Apple,
// "replaceNil(with:)", "replaceEmpty(with:)": "Replaces an empty stream with the provided element";
// "ignoreOutput()": "Ignores all upstream elements, but passes along the upstream publisher's completion
// state"; "setFailureType(to:)").
import Combine

enum Never2: Error { case none }
var bag = Set<AnyCancellable>()
[1, nil, 3].publisher.replaceNil(with: 0).sink { print("value", $0) }.store(in: &bag)
Empty<Int, Never>().replaceEmpty(with: -1).sink { print("empty became", $0) }.store(in: &bag)
[7].publisher.replaceEmpty(with: -1).sink { print("not empty", $0) }.store(in: &bag)
[1, 2].publisher.ignoreOutput().sink(receiveCompletion: { print("ignored:", $0) }, receiveValue: { _ in print("never") }).store(in: &bag)
Just(5).setFailureType(to: Never2.self).sink(receiveCompletion: { print("typed:", $0) }, receiveValue: { print("typed", $0) }).store(in: &bag)
// expect: value 1
// expect: value 0
// expect: value 3
// expect: empty became -1
// expect: not empty 7
// expect: ignored: finished
// expect: typed 5
// expect: typed: finished
