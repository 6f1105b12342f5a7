// Article 002, optional @State + onAppear (listing 002-01) inside a VStack: the Group has no element while the state is nil, so its onAppear never fires, the object is never made, and there is no link to tap. rules §11 (in list contexts the modifier applies per element: zero elements ⇒ never fires), T13.
// This matches the article ("only works if it's the root view ... hence the need for a Text placeholder").
//> include 002-01-optional-onappear.swift

struct ObservableContentView: View {
    let content: ObservableContent
    var body: some View {
        let _ = print("ObservableContentView shows", content.text1)
        Text(content.text1)
    }
}

struct Host: View {
    var body: some View {
        VStack {
            Text("host")
            ContentView()
        }
    }
}

:mount Host()
print("mounted")
:tap "Navigation Link"

// expect: mounted
// expect-error: Navigation Link
