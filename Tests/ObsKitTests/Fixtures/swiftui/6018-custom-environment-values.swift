// Custom environment values two ways: the classic EnvironmentKey + EnvironmentValues extension + a View
// extension helper, and the iOS 18 @Entry macro. Expected: a child reads the default until an ancestor sets
// .environment(\.key, value); changing the value re-runs only readers of that key.
// Source: https://developer.apple.com/documentation/swiftui/environmentkey ;
// https://developer.apple.com/documentation/swiftui/entry()
import SwiftUI

private struct CaptionColorKey: EnvironmentKey {
    static let defaultValue = "gray"
}

extension EnvironmentValues {
    var captionColor: String {
        get { self[CaptionColorKey.self] }
        set { self[CaptionColorKey.self] = newValue }
    }
    @Entry var itemsPerPage: Int = 10
}

struct CaptionView: View {
    @Environment(\.captionColor) var captionColor
    var body: some View {
        let _ = Self._printChanges()
        Text("caption is \(captionColor)")
    }
}

struct PagerView: View {
    @Environment(\.itemsPerPage) var itemsPerPage
    var body: some View {
        let _ = Self._printChanges()
        Text("\(itemsPerPage) per page")
    }
}

struct ContentView: View {
    @State private var dark = false
    @State private var perPage = 25
    var body: some View {
        VStack {
            CaptionView()
            CaptionView()
                .environment(\.captionColor, dark ? "white" : "black")
            PagerView()
                .environment(\.itemsPerPage, perPage)
            Button("Dark") { dark.toggle() }
            Button("More") { perPage += 25 }
        }
    }
}

:mount ContentView()
:tap "Dark"
:tap "More"
:tree

// expect: CaptionView: @self, @identity, _captionColor changed.
// expect: CaptionView: @self, @identity, _captionColor changed.
// expect: PagerView: @self, @identity, _itemsPerPage changed.
// expect: CaptionView: _captionColor changed.
// expect: PagerView: _itemsPerPage changed.
// expect: ContentView#1
// expect:   VStack
// expect:     CaptionView#2
// expect:       Text "caption is gray"
// expect:     CaptionView#3  .environment
// expect:       Text "caption is white"
// expect:     PagerView#4  .environment
// expect:       Text "50 per page"
// expect:     Button "Dark"
// expect:     Button "More"
