// SwiftUI from Apple's documentation: Combine, Publisher.throttle(for:scheduler:latest:)
// Source: developer.apple.com/documentation/combine/publisher/throttle(for:scheduler:latest:):
// "Publishes either the most-recent or first element published by the upstream publisher in the
// specified time interval." latest: "If false, the publisher emits the first element received
// during the interval." Here each interval receives at most one element, so whichever rule
// applies, each element is published once and nothing else is.
import Combine
import Foundation

let taps = PassthroughSubject<String, Never>()
var delivered: [String] = []
var cancellable: AnyCancellable?
cancellable = taps
    .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false)
    .sink { delivered.append($0) }

taps.send("tap A")
:advance 2500ms
print("after 2.5s: \(delivered)")
taps.send("tap B")
:advance 2500ms
print("after 5s: \(delivered)")
:advance 3s
print("after 8s: \(delivered)")

// expect: after 2.5s: ["tap A"]
// expect: after 5s: ["tap A", "tap B"]
// expect: after 8s: ["tap A", "tap B"]
