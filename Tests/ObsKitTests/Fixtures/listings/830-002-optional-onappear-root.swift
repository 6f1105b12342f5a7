// Article 002, optional @State + onAppear (listing 002-01) mounted as the root: the body starts with an empty Group, its onAppear still fires (a root is made as a single view), creates the object, and the re-render shows the NavigationStack; the link pushes our detail view for that object, whose field edits re-run only the detail. rules §11 (empty Group.onAppear fires at the root), §3 (State write ⇒ body), §14 (navigationDestination(for:) builds on push), §8 (per-property tracking in the pushed view).
// note: assumes the body re-run caused by the onAppear write finishes in the mount turn (fixtures README ambiguity 1).
//> include 002-01-optional-onappear.swift

struct ObservableContentView: View {
    @Bindable var content: ObservableContent
    var body: some View {
        let _ = print("ObservableContentView shows", content.text1)
        TextField("Text 1", text: $content.text1)
    }
}

:mount ContentView()
print("-- push")
:tap "Navigation Link"
print("-- type")
:type "!" into "Text 1"

// expect: -- push
// expect: ObservableContentView shows Default
// expect: -- type
// expect: ObservableContentView shows Default!
