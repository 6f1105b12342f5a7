// Hacking with Swift style (new tag sheet): a sheet with its own NavigationStack and toolbar, a field focused in onAppear, trimming and lowercasing before a duplicate check, an Add button disabled while invalid; saving appends in the presenter and dismisses (rules §15.12, §15.4, §15.10, §3.5)
import SwiftUI

struct TagEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @FocusState private var focused: Bool
    let existing: [String]
    let onSave: (String) -> Void

    private var cleaned: String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    private var isValid: Bool {
        !cleaned.isEmpty && !existing.contains(cleaned)
    }

    var body: some View {
        let _ = print("editor body: '\(cleaned)' valid \(isValid)")
        NavigationStack {
            Form {
                TextField("Tag name", text: $name)
                    .focused($focused)
                    .submitLabel(.done)
                    .onSubmit(save)
            }
            .navigationTitle("New Tag")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add", action: save)
                        .disabled(!isValid)
                }
            }
        }
        .onAppear { focused = true }
    }

    private func save() {
        guard isValid else {
            print("rejected '\(cleaned)'")
            return
        }
        onSave(cleaned)
        dismiss()
    }
}

struct TagsView: View {
    @State private var tags = ["swift", "ios"]
    @State private var showingEditor = false

    var body: some View {
        let _ = print("tags: \(tags.joined(separator: ", "))")
        NavigationStack {
            List(tags, id: \.self) { tag in
                Text(tag)
            }
            .navigationTitle("Tags")
            .toolbar {
                Button("New Tag") { showingEditor = true }
            }
            .sheet(isPresented: $showingEditor) {
                TagEditor(existing: tags) { tags.append($0) }
            }
        }
    }
}
:mount TagsView()
// expect: tags: swift, ios
:tap "New Tag"
// expect: editor body: '' valid false
:type " Swift" into "Tag name"
// expect: editor body: '' valid false
// expect: editor body: 's' valid true
// expect: editor body: 'sw' valid true
// expect: editor body: 'swi' valid true
// expect: editor body: 'swif' valid true
// expect: editor body: 'swift' valid false
:submit "Tag name"
// expect: rejected 'swift'
:type "UI" into "Tag name"
// expect: editor body: 'swiftu' valid true
// expect: editor body: 'swiftui' valid true
:tap "Add"
// expect: tags: swift, ios, swiftui
