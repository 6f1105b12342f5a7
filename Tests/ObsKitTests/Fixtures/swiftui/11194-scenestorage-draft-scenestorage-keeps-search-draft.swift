// Tutorial style (SceneStorage draft): @SceneStorage keeps a search draft and a segment choice; the editor is removed and shown again and finds both values (rules §15.14, §1.1, §1.4, §15.10)
import SwiftUI

struct SearchDraftView: View {
    @SceneStorage("searchDraft") private var draft = ""
    @SceneStorage("searchScope") private var scope = "all"

    var body: some View {
        let _ = print("SearchDraftView body: '\(draft)' in \(scope)")
        VStack {
            TextField("Search", text: $draft)
            Picker("Scope", selection: $scope) {
                Text("All").tag("all")
                Text("Photos").tag("photos")
            }
        }
        .onAppear { print("editor appear") }
        .onDisappear { print("editor disappear") }
    }
}

struct SearchHost: View {
    @State private var editing = true
    var body: some View {
        VStack {
            Button("Toggle editor") { editing.toggle() }
            if editing {
                SearchDraftView()
            }
        }
    }
}
:mount SearchHost()
// expect: SearchDraftView body: '' in all
// expect: editor appear
:type "cat" into "Search"
// expect: SearchDraftView body: 'c' in all
// expect: SearchDraftView body: 'ca' in all
// expect: SearchDraftView body: 'cat' in all
:pick "Photos" in "Scope"
// expect: SearchDraftView body: 'cat' in photos
:tap "Toggle editor"
// expect: editor disappear
:tap "Toggle editor"
// expect: SearchDraftView body: 'cat' in photos
// expect: editor appear
