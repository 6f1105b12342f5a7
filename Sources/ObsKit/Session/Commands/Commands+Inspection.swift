/// The commands that look inside the session: the inspector's views (Inspector), the event record, and
/// two that reach into a view (`:bind`, `:invalidate`).
extension Command {
    static let inspectionCommands: [Command] = [
        look("tree", ":tree", "the mounted UI as an outline: node ids, views, texts, buttons, fields, presentations") { session, _ in
            session.inspector.tree()
        },
        Command(name: "screen", usage: ":screen [on|off]", summary: "the mounted UI drawn as a phone screen, the views that re-rendered in the last turn marked ▸; on: after every turn",
                group: .inspection, effect: .looks, run: { session, call, result in
                    switch call.argument {
                    case "on": session.screenFollows = true
                    case "off": session.screenFollows = false
                    case "": break
                    default: throw call.error("expected :screen, :screen on or :screen off")
                    }
                    guard call.argument != "off" else { return }
                    let ran = session.turnRecords.last.map { Session.bodies(in: $0.events) } ?? []
                    result.screen = session.graph.screen(ran: ran)
                }),
        look("subs", ":subs [name]", "live subscriptions: each object's subscribers (view boxes, body scopes, script sinks), and the churn") { session, call in
            session.inspector.subscriptions(call.argument.isEmpty ? nil : call.argument)
        },
        look("why", ":why VIEW", "why VIEW's body last ran, as a chain back to the input (or why it did not)") { session, call in
            session.inspector.why(try session.view(named: call))
        },
        look("objects", ":objects [Class]", "live objects per class, made and gone counts, and what keeps each alive") { session, call in
            session.inspector.objects(call.argument.isEmpty ? nil : call.argument)
        },
        look("inspect", ":inspect VIEW", "a view's dynamic properties and their storage") { session, call in
            session.inspector.inspect(try session.view(named: call))
        },
        Command(name: "trace", usage: ":trace on|off", summary: "print events as they happen, one line each",
                group: .inspection, effect: .looks, run: { session, call, _ in
                    guard call.argument == "on" || call.argument == "off" else { throw call.error("expected :trace on or :trace off") }
                    session.setTracing(call.argument == "on")
                }),
        Command(name: "log", usage: ":log [N]", summary: "the last N events (default 20)",
                group: .inspection, effect: .looks, run: { session, call, result in
                    guard call.argument.isEmpty || (Int(call.argument) ?? -1) >= 0 else {
                        throw call.error("expected :log or :log N, with N a count (0 or more)")
                    }
                    let count = Int(call.argument) ?? 20
                    result.output += session.interpreter.events.events.suffix(count).map { $0.line + "\n" }.joined()
                }),
        Command(name: "graph", usage: ":graph [FILE]", summary: "the view tree and its subscriptions as Graphviz DOT: shown, or written to FILE (and SVG beside it if dot is installed)",
                group: .inspection, effect: .looks, run: { session, call, result in
                    guard !call.argument.isEmpty else { return result.output += session.inspector.dot() }
                    result.requests.append(.write(path: call.argument, text: session.inspector.dot(), svg: true))
                }),
        Command(name: "bind", usage: ":bind NAME = VIEW.property", summary: "make a view's property usable from Swift as NAME (writes invalidate as the view's own)",
                group: .inspection, effect: .changes, run: { session, call, result in result.output += try session.bind(call) }),
        Command(name: "invalidate", usage: ":invalidate VIEW", summary: "re-run VIEW's body as if its own state had changed",
                group: .inspection, effect: .changes, run: { session, call, _ in
                    let node = try session.view(named: call)
                    let field = node.boxes.keys.sorted().first.map { node.boxes[$0]!.fieldName }
                    node.invalidate(cause: field.map { .field($0) } ?? .dependencies)
                }),
    ]

    /// A command that shows what `show` says and changes nothing.
    private static func look(_ name: String, _ usage: String, _ summary: String,
                             _ show: @escaping @Sendable (Session, CommandCall) throws -> String) -> Command {
        Command(name: name, usage: usage, summary: summary, details: numbering, group: .inspection, effect: .looks) { session, call, result in
            result.output += try show(session, call)
        }
    }

    /// Views and objects are numbered apart: what `#N` means where.
    static let numbering = "Views are named by type and node number (Counter#3: the third node made), objects by class and "
        + "object number (CounterVM#3: the third object made); the two counts are separate. :subs NAME matches names exactly; NAME* by prefix."
}
