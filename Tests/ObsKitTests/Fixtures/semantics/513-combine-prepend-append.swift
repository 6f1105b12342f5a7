// prepend sends the given values (or a publisher's) before the upstream's; append after the upstream finishes
// (Apple, "prepend(_:)": "Prefixes a publisher's output with the specified values"; "append(_:)": "Appends a
// publisher's output with the specified elements", which it sends after the upstream finishes).
import Combine

let live = PassthroughSubject<String, Never>()
let feed = live.prepend("loading", "cached").append("bye").sink(receiveCompletion: { print("feed:", $0) }, receiveValue: { print($0) })
live.send("live 1")
live.send(completion: .finished)
let joined = [3, 4].publisher.prepend([1, 2].publisher).collect().sink { print($0) }
// expect: loading
// expect: cached
// expect: live 1
// expect: bye
// expect: feed: finished
// expect: [1, 2, 3, 4]
