// throttle(for:scheduler:latest:) passes a value at once when no interval is running, holds those that come
// during the interval, and at its end sends the latest one (latest: true) or the first (latest: false) (Apple,
// "throttle(for:scheduler:latest:)": "Publishes either the most-recent or first element published by the
// upstream publisher in the specified time interval"). Apple's page does not say that the first value goes at
// once; real Combine sends it at once (as OpenCombine and the Combine book's timeline show).
import Combine
import Foundation

let subject = PassthroughSubject<Int, Never>()
let latest = subject.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true).sink { print("latest", $0) }
let first = subject.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false).sink { print("first", $0) }
subject.send(1)
subject.send(2)
subject.send(3)
:advance 1s
:advance 2s
subject.send(4)
// expect: latest 1
// expect: first 1
// expect: latest 3
// expect: first 2
// expect: latest 4
// expect: first 4
