// Mistake: assigns an Int to a variable declared as String (forgetting to convert the number to text).
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Inbox {
    var messages: [String] = []
    var unreadCount = 0

    mutating func receive(_ message: String) {
        messages.append(message)
        unreadCount += 1
    }

    mutating func markAllRead() {
        unreadCount = 0
    }
}

var inbox = Inbox()
inbox.receive("Lunch at noon?")
inbox.receive("Your parcel has shipped")
inbox.receive("Meeting moved to 3pm")

var badgeText: String = ""
if inbox.unreadCount > 0 {
    badgeText = inbox.unreadCount
}
print("Badge: \(badgeText)")
inbox.markAllRead()
print("Unread now: \(inbox.unreadCount)")
// expect-error: cannot assign value of type 'Int' to type 'String'
