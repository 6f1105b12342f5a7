// Stack Overflow, "SwiftUI - NavigationLink loads destination view immediately, without clicking", https://stackoverflow.com/questions/57594159 — NavigationLink(destination:) builds the destination struct in every parent body, but an @StateObject inside it waits for the push; the accepted NavigationLazyView wrapper defers even the init, at the price of a closure that differs at every parent render
// The question: DetailView's init runs for every row as soon as the list appears. The answers: the destination
// is an ordinary value built when the link is built (Apple NavigationLink(destination:label:)); only the view's
// body and @StateObject wait until it is shown (rules §14.3, §4.2); `NavigationLazyView(_ build: @autoclosure
// @escaping () -> Content)` calls build() in its own body, which runs only once pushed, and again at each
// parent render while pushed, since a closure never compares equal (rules §2.4). Here the parent re-renders
// only while nothing is pushed.
import SwiftUI

final class DetailModel: ObservableObject {
    let id: Int
    init(id: Int) {
        self.id = id
        print("DetailModel init \(id)")
    }
}

struct DetailView: View {
    let id: Int
    @StateObject private var model: DetailModel

    init(id: Int) {
        self.id = id
        _model = StateObject(wrappedValue: DetailModel(id: id))
        print("DetailView init \(id)")
    }

    var body: some View {
        let _ = print("DetailView body \(id)")
        Text("Detail \(model.id)")
    }
}

struct NavigationLazyView<Content: View>: View {
    let build: () -> Content
    init(_ build: @autoclosure @escaping () -> Content) {
        self.build = build
    }
    var body: Content {
        build()
    }
}

struct LinksList: View {
    @State private var visits = 0

    var body: some View {
        NavigationStack {
            List {
                Text("Visits: \(visits)")
                Button("Visit") { visits += 1 }
                NavigationLink("Eager 1", destination: DetailView(id: 1))
                NavigationLink("Lazy 2", destination: NavigationLazyView(DetailView(id: 2)))
            }
        }
    }
}

:mount LinksList()
// expect: DetailView init 1
:tap "Visit"
// expect: DetailView init 1
:tap "Lazy 2"
// expect: DetailView init 2
// expect: DetailModel init 2
// expect: DetailView body 2
:back
:tap "Visit"
// expect: DetailView init 1
:tap "Eager 1"
// expect: DetailModel init 1
// expect: DetailView body 1
