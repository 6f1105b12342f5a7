// SwiftUI from Apple's documentation: Combine, Publisher.delay(for:tolerance:scheduler:options:)
// Source: developer.apple.com/documentation/combine/publisher/delay(for:tolerance:scheduler:options:):
// "Delays delivery of all output to the downstream receiver by a specified amount of time on a
// particular scheduler." Publishers.Delay: "A publisher that delays delivery of elements and
// completion to the downstream receiver." ObsREPL's README: delay runs on the virtual clock,
// which `:advance` moves.
import Combine
import Foundation

let subject = PassthroughSubject<String, Never>()
var cancellable: AnyCancellable?
cancellable = subject
    .delay(for: .seconds(1), scheduler: DispatchQueue.main)
    .sink(receiveCompletion: { print("completion: \($0)") },
          receiveValue: { print("delivered \($0)") })

subject.send("first")
print("sent first")
:advance 600ms
print("600ms later")
subject.send("second")
subject.send(completion: .finished)
print("sent second and finished")
:advance 600ms
print("1.2s after the start")
:advance 1s
print("end")

// expect: sent first
// expect: 600ms later
// expect: sent second and finished
// expect: delivered first
// expect: 1.2s after the start
// expect: delivered second
// expect: completion: finished
// expect: end
