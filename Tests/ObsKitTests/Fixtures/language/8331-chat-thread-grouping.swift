// App model layer: a chat thread view model grouping messages into day sections and sender runs
import Foundation

struct Message {
    let id: Int
    let sender: String
    let text: String
    let sentAt: Date
    var isRead: Bool
}

var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!

func at(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
    utc.date(from: DateComponents(year: 2024, month: 5, day: day, hour: hour, minute: minute))!
}

struct ChatViewModel {
    let me: String
    var messages: [Message]

    var unreadCount: Int { messages.filter { !$0.isRead && $0.sender != me }.count }

    var daySections: [(title: String, messages: [Message])] {
        let groups = Dictionary(grouping: messages) { utc.startOfDay(for: $0.sentAt) }
        return groups.keys.sorted().map { day in
            let c = utc.dateComponents([.month, .day], from: day)
            return ("\(c.month!)/\(c.day!)", groups[day]!.sorted { $0.sentAt < $1.sentAt })
        }
    }

    // Consecutive messages from the same sender within 5 minutes form one bubble group.
    func runs(in messages: [Message]) -> [[Message]] {
        var result: [[Message]] = []
        for m in messages {
            if let last = result.last?.last, last.sender == m.sender, m.sentAt.timeIntervalSince(last.sentAt) <= 300 {
                result[result.count - 1].append(m)
            } else {
                result.append([m])
            }
        }
        return result
    }

    mutating func markAllRead() {
        for i in messages.indices { messages[i].isRead = true }
    }
}

var chat = ChatViewModel(me: "me", messages: [
    Message(id: 1, sender: "kai", text: "hey", sentAt: at(3, 9, 0), isRead: true),
    Message(id: 2, sender: "kai", text: "you there?", sentAt: at(3, 9, 2), isRead: true),
    Message(id: 3, sender: "me", text: "yes!", sentAt: at(3, 9, 30), isRead: true),
    Message(id: 6, sender: "kai", text: "ok see you", sentAt: at(4, 18, 4), isRead: false),
    Message(id: 4, sender: "kai", text: "lunch tomorrow?", sentAt: at(3, 23, 59), isRead: false),
    Message(id: 5, sender: "kai", text: "at noon", sentAt: at(4, 0, 3), isRead: false),
    Message(id: 7, sender: "kai", text: "👋", sentAt: at(4, 18, 10), isRead: false),
])
print("unread: \(chat.unreadCount)")
for section in chat.daySections {
    print("— \(section.title) —")
    for run in chat.runs(in: section.messages) {
        print("  \(run[0].sender): \(run.map(\.text).joined(separator: " | "))")
    }
}
chat.markAllRead()
print("unread after: \(chat.unreadCount)")

// expect: unread: 4
// expect: — 5/3 —
// expect:   kai: hey | you there?
// expect:   me: yes!
// expect:   kai: lunch tomorrow?
// expect: — 5/4 —
// expect:   kai: at noon
// expect:   kai: ok see you
// expect:   kai: 👋
// expect: unread after: 0
