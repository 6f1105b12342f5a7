// Tutorial style (NotificationCenter): observer with closure, post with userInfo, remove observer
import Foundation

extension Notification.Name {
    static let userLoggedIn = Notification.Name("userLoggedIn")
    static let userLoggedOut = Notification.Name("userLoggedOut")
}

let center = NotificationCenter.default
var log: [String] = []

let token = center.addObserver(forName: .userLoggedIn, object: nil, queue: nil) { note in
    let name = note.userInfo?["name"] as? String ?? "unknown"
    let age = note.userInfo?["age"] as? Int ?? -1
    log.append("login \(name) \(age)")
    print("Welcome, \(name) (\(age))")
}

center.post(name: .userLoggedIn, object: nil, userInfo: ["name": "Alice", "age": 31])
center.post(name: .userLoggedIn, object: nil, userInfo: ["name": "Bob"])
center.post(name: .userLoggedOut, object: nil)

center.removeObserver(token)
center.post(name: .userLoggedIn, object: nil, userInfo: ["name": "Carol", "age": 22])

print("log count: \(log.count)")
for entry in log {
    print(entry)
}
print(Notification.Name.userLoggedIn.rawValue)
// expect: Welcome, Alice (31)
// expect: Welcome, Bob (-1)
// expect: log count: 2
// expect: login Alice 31
// expect: login Bob -1
// expect: userLoggedIn
