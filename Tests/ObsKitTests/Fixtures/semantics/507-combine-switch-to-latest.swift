// switchToLatest subscribes to each new inner publisher and cancels the one before, so only the latest one's
// values pass (Apple, "switchToLatest()": "Republishes elements sent by the most recently received
// publisher"; it "cancels the previous subscription"), the classic search-as-you-type pattern.
import Combine

let queries = PassthroughSubject<String, Never>()
var requests: [String: PassthroughSubject<String, Never>] = [:]
let results = queries
    .map { query -> PassthroughSubject<String, Never> in
        let request = PassthroughSubject<String, Never>()
        requests[query] = request
        return request
    }
    .switchToLatest()
    .sink { print("showing", $0) }
queries.send("ca")
queries.send("cat")
requests["ca"]!.send("results for ca")
requests["cat"]!.send("results for cat")
// expect: showing results for cat
