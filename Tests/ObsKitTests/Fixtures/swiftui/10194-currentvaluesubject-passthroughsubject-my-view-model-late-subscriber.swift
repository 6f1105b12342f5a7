// stack-overflow style: "CurrentValueSubject or PassthroughSubject in my view model?" — a late subscriber to a CurrentValueSubject gets the current value at once, one to a PassthroughSubject gets only later sends; `value` is readable at any time; a completion reaches the subscriber's receiveCompletion (Combine)
import Combine

final class ConnectionMonitor {
    let status = CurrentValueSubject<String, Never>("idle")
    let events = PassthroughSubject<String, Never>()
}

let monitor = ConnectionMonitor()
monitor.status.send("connecting")
monitor.events.send("connecting")

var bag = Set<AnyCancellable>()
monitor.status
    .sink(receiveCompletion: { print("status completed: \($0)") },
          receiveValue: { print("status: \($0)") })
    .store(in: &bag)
monitor.events
    .sink { print("event: \($0)") }
    .store(in: &bag)

monitor.status.send("online")
monitor.events.send("online")
print("status.value = \(monitor.status.value)")
monitor.status.send(completion: .finished)

// expect: status: connecting
// expect: status: online
// expect: event: online
// expect: status.value = online
// expect: status completed: finished
