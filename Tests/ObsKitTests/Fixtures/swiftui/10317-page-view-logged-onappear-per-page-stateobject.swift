// identity-and-lifetime style: a page view logged in onAppear with a per-page @StateObject: a new page through .id(page) makes a new tracker and logs again, while a zoom change re-renders the same page without onAppear, its body running because the StateObject closure captures page (rules §1.3, §2.5, §4.3, §11.1)
import SwiftUI

final class ScreenTracker: ObservableObject {
    let page: Int

    init(page: Int) {
        self.page = page
        print("ScreenTracker \(page) init")
    }

    deinit { print("ScreenTracker \(page) deinit") }

    func logView() { print("viewed page \(page)") }
}

struct PageView: View {
    let page: Int
    @StateObject private var tracker: ScreenTracker

    init(page: Int) {
        self.page = page
        _tracker = StateObject(wrappedValue: ScreenTracker(page: page))
    }

    var body: some View {
        let _ = print("PageView body: page \(page), tracker \(tracker.page)")
        Text("Page \(page)")
            .onAppear { tracker.logView() }
    }
}

struct Pager: View {
    @State private var page = 1
    @State private var zoom = 1

    var body: some View {
        let _ = print("Pager body: page \(page), zoom \(zoom)")
        VStack {
            PageView(page: page)
                .id(page)
            Button("Next page") { page += 1 }
            Button("Zoom") { zoom += 1 }
        }
    }
}

:mount Pager()
// expect: Pager body: page 1, zoom 1
// expect: ScreenTracker 1 init
// expect: PageView body: page 1, tracker 1
// expect: viewed page 1
:tap "Zoom"
// expect: Pager body: page 1, zoom 2
// expect: PageView body: page 1, tracker 1
:tap "Next page"
// expect: Pager body: page 2, zoom 2
// expect: ScreenTracker 1 deinit
// expect: ScreenTracker 2 init
// expect: PageView body: page 2, tracker 2
// expect: viewed page 2
