/// Two variants of the same story, side by side (issue 20): the mistake and its fix, run through the same
/// inputs. Rows pair the n-th input of one with the n-th of the other; a row is marked where the two
/// differ (what was typed, printed or happened). Each variant ends with the numbers the series argues
/// with: objects made, gone and live per class, body runs per view, subscription churn, warnings.
extension Session {
    /// How many inputs the session has run (what `:variants` shows).
    public var inputCount: Int { recordedTurns }
}

public struct Comparison {
    public struct Side {
        public let name: String
        let records: [TurnRecord]
        let liveObjects: [String: Int]
    }

    public let left: Side
    public let right: Side

    /// Compares what two sessions have run so far.
    public init(_ leftName: String, _ leftSession: Session, _ rightName: String, _ rightSession: Session) {
        func side(_ name: String, _ session: Session) -> Side {
            let live = Dictionary(grouping: session.interpreter.census.liveObjects, by: { $0.type.name }).mapValues(\.count)
            return Side(name: name, records: session.turnRecords, liveObjects: live)
        }
        left = side(leftName, leftSession)
        right = side(rightName, rightSession)
    }

    /// Runs two scripts, each in a session of its own (`configure` sets each up, e.g. its compiler check),
    /// and compares them.
    public static func run(_ leftName: String, _ leftScript: String, _ rightName: String, _ rightScript: String,
                           configure: (Session) -> Void = { _ in }) -> Comparison {
        func play(_ name: String, _ script: String) -> Session {
            let session = Session()
            session.keepsAllTurns = true
            configure(session)
            Playback.run(script, fileName: name, in: session)
            return session
        }
        return Comparison(leftName, play(leftName, leftScript), rightName, play(rightName, rightScript))
    }

    /// A row: the n-th input of each side (nil past the end of the shorter), and whether they differ.
    struct Row {
        let index: Int
        let left: TurnRecord?
        let right: TurnRecord?

        var differs: Bool {
            guard let left, let right else { return true }
            return left.input != right.input || left.output != right.output || left.brief != right.brief
                || left.warnings != right.warnings || left.errors != right.errors
        }
    }

    var rows: [Row] {
        (0..<max(left.records.count, right.records.count)).map { index in
            Row(index: index, left: index < left.records.count ? left.records[index] : nil,
                right: index < right.records.count ? right.records[index] : nil)
        }
    }

    /// The summary of one side: per class made / gone / live, per view body runs, subscriptions, warnings.
    func summary(_ side: Side) -> [String] {
        var made: [String: Int] = [:], gone: [String: Int] = [:], bodies: [String: Int] = [:]
        var subscribed = 0, cancelled = 0, warnings = 0
        for record in side.records {
            warnings += record.warnings.count
            for event in record.events {
                switch event {
                case .objectInit(_, let name): made[name, default: 0] += 1
                case .objectDeinit(_, let name): gone[name, default: 0] += 1
                case .bodyRun(let node, _): bodies[String(node.split(separator: "#").first ?? Substring(node)), default: 0] += 1
                case .subscribe: subscribed += 1
                case .cancel: cancelled += 1
                default: continue
                }
            }
        }
        var lines = ["objects (made / gone / live):"]
        for name in Set(made.keys).union(gone.keys).sorted() {
            lines.append("  \(name): \(made[name] ?? 0) / \(gone[name] ?? 0) / \(side.liveObjects[name] ?? 0)")
        }
        lines.append("body runs:")
        for name in bodies.keys.sorted() { lines.append("  \(name): \(bodies[name]!)") }
        lines.append("subscriptions: \(subscribed) made, \(cancelled) cancelled")
        lines.append("warnings: \(warnings)")
        return lines
    }
}
