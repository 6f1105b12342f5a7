// Tutorial style (NotificationCenter unit test): counting posts with a helper observer class
import Foundation

final class PostCounter {
    private var tokens: [NSObjectProtocol] = []
    private(set) var counts: [String: Int] = [:]

    func listen(to names: [Notification.Name]) {
        for name in names {
            let t = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] n in
                self.counts[n.name.rawValue, default: 0] += 1
            }
            tokens.append(t)
        }
    }

    func stopAll() {
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
        tokens.removeAll()
    }
}

let ping = Notification.Name("ping")
let pong = Notification.Name("pong")
let counter = PostCounter()
counter.listen(to: [ping, pong])

for i in 1...5 {
    NotificationCenter.default.post(name: i % 2 == 0 ? pong : ping, object: nil)
}
NotificationCenter.default.post(Notification(name: ping))
print(counter.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
counter.stopAll()
NotificationCenter.default.post(name: ping, object: nil)
print(counter.counts["ping"] ?? 0)
// expect: ping=4 pong=2
// expect: 4
