/// The commands that edit what lists and fields hold as a user would: swipe a row away (`:delete`), drag
/// it (`:move`). What each does to the UI is in Session+Editing.
extension Command {
    static let editingCommands: [Command] = [
        labelled("tab", kind: "tab", placeholder: "Title", summary: "select the tab titled Title (its tabItem label or Tab title), then flush",
                 labels: { $0.graph.tabTitles() }, act: { session, title, ordinal, call in try session.selectTab(title, ordinal, call) }),
        labelled("focus", kind: "text field", placeholder: "Title", summary: "focus the text field titled Title, as a tap on it would (@FocusState changes), then flush",
                 labels: { $0.graph.textFields().map(\.title) }, act: { session, title, ordinal, call in
                     try session.focus(try session.field(title, ordinal, call))
                 }),
        labelled("submit", kind: "text field", placeholder: "Title",
                 summary: "press Return in the text field titled Title: its onSubmit runs, then it loses the focus (a search field by its prompt, \"Search\" without one: its onSubmit(of: .search) runs)",
                 labels: { $0.graph.textFields().map(\.title) + ($0.graph.searchField().map { [$0.prompt] } ?? []) }, act: { session, title, ordinal, call in try session.submit(title, ordinal, call) }),
        labelled("clear", kind: "text field", placeholder: "Title", summary: "set the text of the field titled Title to \"\" in one turn",
                 labels: { $0.graph.textFields().map(\.title) }, act: { session, title, ordinal, call in try session.clear(title, ordinal, call) }),
        Command(name: "search", usage: ":search \"text\"", summary: "type the whole text into the visible searchable field in one turn; it is then active (\"\" clears it and ends the search)",
                group: .interaction, effect: .changes, run: { session, call, _ in
                    let arguments = try call.arguments()
                    guard let text = arguments.string(at: 0), arguments.count == 1 else { throw call.argumentError("expected :search \"text\"") }
                    try session.search(text, call)
                }),
        Command(name: "refresh", usage: ":refresh", summary: "pull to refresh: the visible refreshable action runs until it waits (:advance resumes it)",
                group: .interaction, effect: .changes, run: { session, call, _ in
                    try call.expectNoArgument()
                    try session.refresh(call)
                }),
        Command(name: "preview", usage: ":preview [N | \"Name\"]", summary: "mount the first, the Nth or the named #Preview of the input",
                group: .interaction, effect: .changes, complete: { session, rest, offset in
                    session.labelCompletions(rest, offset: offset, after: [], from: session.interpreter.previews.compactMap(\.title))
                }, run: { session, call, _ in try session.preview(call) }),
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
