/// The commands that edit what lists and fields hold as a user would: swipe a row away (`:delete`), drag
/// it (`:move`). What each does to the UI is in Session+Editing.
extension Command {
    static let editingCommands: [Command] = [
        labelled("tab", kind: "tab", summary: "select the tab titled Title (its tabItem label or Tab title), then flush",
                 labels: { $0.graph.tabTitles() }, act: { session, title, ordinal, call in try session.selectTab(title, ordinal, call) }),
        Command(name: "delete", usage: ":delete \"Text\"",
                summary: "swipe away the row showing Text: its ForEach's onDelete gets the row's offset, then flush",
                group: .interaction, effect: .changes, complete: { session, rest, offset in
                    session.labelCompletions(rest, offset: offset, after: [], from: session.graph.editableRowTexts())
                }, run: { session, call, _ in
                    let arguments = try call.arguments()
                    guard let text = arguments.string(at: 0), arguments.count == 1 else { throw call.argumentError("expected :delete \"Text\"") }
                    try session.deleteRow(text, call)
                }),
        Command(name: "move", usage: ":move \"Text\" to N",
                summary: "drag the row showing Text to position N (0-based, after the move): its ForEach's onMove runs, then flush",
                group: .interaction, effect: .changes, complete: { session, rest, offset in
                    session.labelCompletions(rest, offset: offset, after: [], from: session.graph.editableRowTexts())
                }, run: { session, call, _ in
                    let arguments = try call.arguments()
                    guard let text = arguments.string(at: 0), arguments.word(at: 1) == "to", let word = arguments.word(at: 2),
                          let position = Int(word), position >= 0, arguments.count == 3 else {
                        throw call.argumentError("expected :move \"Text\" to N (N = 0, 1, ...: where the row ends up)")
                    }
                    try session.moveRow(text, to: position, call)
                }),
    ]
}
