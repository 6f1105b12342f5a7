// Follows Apple's `ContentUnavailableView` page (https://developer.apple.com/documentation/swiftui/contentunavailableview):
// "An interface, consisting of a label and additional content, that you display when the content of your app is
// unavailable to users", here with a label, a description and an action button. Own code: a drafts screen that shows
// the placeholder while there are no drafts and a List otherwise.
// - `if drafts.isEmpty { placeholder } else { List }` is one conditional slot: switching branches destroys one view
//   and makes the other (rules §1.1), so the new branch's onAppear runs after the update that showed it (rules §10.3,
//   §11.1). Only onAppear is printed: which of the old branch's onDisappear and the new one's onAppear comes first is
//   not something this file relies on.
// - The placeholder's button and the swipe (`:delete`, rules §15.2: onDelete gets the row's offset and changes the
//   data) change `drafts`, which the body reads (rules §3.5); the action prints first (rules §0.3).
import SwiftUI

struct Draft: Identifiable {
    let id: Int
    let subject: String
}

struct DraftsView: View {
    @State private var drafts: [Draft] = []

    var body: some View {
        let _ = print("DraftsView body, \(drafts.count) drafts")
        NavigationStack {
            Group {
                if drafts.isEmpty {
                    ContentUnavailableView {
                        Label("No Drafts", systemImage: "doc")
                    } description: {
                        Text("Drafts you start appear here.")
                    } actions: {
                        Button("New Draft") {
                            drafts.append(Draft(id: 1, subject: "Hello"))
                        }
                    }
                    .onAppear {
                        print("placeholder appeared")
                    }
                } else {
                    List {
                        ForEach(drafts) { draft in
                            Text(draft.subject)
                        }
                        .onDelete { offsets in
                            print("onDelete \(Array(offsets))")
                            drafts.remove(atOffsets: offsets)
                        }
                    }
                    .onAppear {
                        print("list appeared")
                    }
                }
            }
            .navigationTitle("Drafts")
        }
    }
}

:mount DraftsView()
// expect: DraftsView body, 0 drafts
// expect: placeholder appeared
:tap "New Draft"
// expect: DraftsView body, 1 drafts
// expect: list appeared
:delete "Hello"
// expect: onDelete [0]
// expect: DraftsView body, 0 drafts
// expect: placeholder appeared
:tap "New Draft"
// expect: DraftsView body, 1 drafts
// expect: list appeared
