// SwiftUI from Apple's documentation: Combine, Publisher.debounce(for:scheduler:options:)
// known-gap: line 3: expected "Received index 4", got "Received index 5"
// Source: developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:):
// "Publishes elements only after a specified time interval elapses between events." The example
// sends indices 0...5 at 0, 0.25, 1, 1.25, 1.5 and 2 seconds (DispatchQueue.main.asyncAfter),
// debounces for 0.5 s on RunLoop.main, and prints "Received index 1", "Received index 4",
// "Received index 5". ObsREPL's README: `:advance` moves the virtual clock; debounce runs on it.
import Combine
import Foundation

let bounces: [(Int, TimeInterval)] = [
    (0, 0),
    (1, 0.25),  // 0.25s interval since last index
    (2, 1),     // 0.75s interval since last index
    (3, 1.25),  // 0.25s interval since last index
    (4, 1.5),   // 0.25s interval since last index
    (5, 2)      // 0.5s interval since last index
]

let subject = PassthroughSubject<Int, Never>()
var cancellable: AnyCancellable?
cancellable = subject
    .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
    .sink { index in
        print("Received index \(index)")
    }

for bounce in bounces {
    DispatchQueue.main.asyncAfter(deadline: .now() + bounce.1) {
        subject.send(bounce.0)
    }
}
print("scheduled")
:advance 3s
print("done")

// expect: scheduled
// expect: Received index 1
// expect: Received index 4
// expect: Received index 5
// expect: done
