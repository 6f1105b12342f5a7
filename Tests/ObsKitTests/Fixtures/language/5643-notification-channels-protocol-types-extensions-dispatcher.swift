// Code review refactor style (protocols replacing stringly-typed code): notification channels as protocol types with extensions and a dispatcher
protocol Channel {
    static var kind: String { get }
    var recipient: String { get }
    func format(_ message: String) -> String
}

extension Channel {
    func send(_ message: String) -> String {
        "[\(Self.kind)] -> \(recipient): \(format(message))"
    }
}

struct EmailChannel: Channel {
    static let kind = "email"
    let recipient: String
    func format(_ message: String) -> String { "Subject: Update | \(message)" }
}

struct SMSChannel: Channel {
    static let kind = "sms"
    let recipient: String
    var limit = 20
    func format(_ message: String) -> String {
        message.count <= limit ? message : String(message.prefix(limit - 3)) + "..."
    }
}

struct PushChannel: Channel {
    static let kind = "push"
    let recipient: String
    func format(_ message: String) -> String { message.lowercased() }
}

struct Dispatcher {
    private var channels: [any Channel] = []
    mutating func register(_ channel: some Channel) { channels.append(channel) }
    func broadcast(_ message: String) -> [String] { channels.map { $0.send(message) } }
    func count<C: Channel>(of type: C.Type) -> Int { channels.filter { $0 is C }.count }
}

var dispatcher = Dispatcher()
dispatcher.register(EmailChannel(recipient: "ops@example.com"))
dispatcher.register(SMSChannel(recipient: "+1555"))
dispatcher.register(PushChannel(recipient: "device-7"))
dispatcher.register(SMSChannel(recipient: "+1777", limit: 40))

for line in dispatcher.broadcast("Server restart scheduled for tonight") { print(line) }
print("sms channels:", dispatcher.count(of: SMSChannel.self), "email:", dispatcher.count(of: EmailChannel.self))

let kinds: [any Channel.Type] = [EmailChannel.self, SMSChannel.self, PushChannel.self]
print(kinds.map { $0.kind })

// expect: [email] -> ops@example.com: Subject: Update | Server restart scheduled for tonight
// expect: [sms] -> +1555: Server restart sc...
// expect: [push] -> device-7: server restart scheduled for tonight
// expect: [sms] -> +1777: Server restart scheduled for tonight
// expect: sms channels: 2 email: 1
// expect: ["email", "sms", "push"]
