// SwiftUI from Hacking with Swift: https://www.hackingwithswift.com/quick-start/swiftui/how-to-respond-to-view-lifecycle-events-onappear-and-ondisappear (ContentView and DetailView print in onAppear/onDisappear: a push shows the detail and hides the root, Back reverses it, and the root appears again)
// Paul Hudson's example: a NavigationStack whose VStack has a NavigationLink to DetailView, with
// `.onAppear { print("ContentView appeared!") }` and `.onDisappear { print("ContentView disappeared!") }`;
// DetailView prints the same. The article claims:
// - ContentView appears when the app starts; navigating to the detail prints "DetailView appeared!" and
//   "ContentView disappeared!", and going back prints "ContentView appeared!" and "DetailView disappeared!".
// - onAppear and onDisappear run each time the view becomes visible or hidden, not once per view.
// Apple's pages fix the order within a transition: onAppear runs before the view appears, onDisappear after
// the other view has disappeared, so the incoming view's line comes first.
import SwiftUI

struct DetailView: View {
    var body: some View {
        VStack {
            Text("Second View")
        }
        .onAppear {
            print("DetailView appeared!")
        }
        .onDisappear {
            print("DetailView disappeared!")
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink {
                    DetailView()
                } label: {
                    Text("Hello World")
                }
            }
            .onAppear {
                print("ContentView appeared!")
            }
            .onDisappear {
                print("ContentView disappeared!")
            }
        }
    }
}

:mount ContentView()
// expect: ContentView appeared!
:tap "Hello World"
// expect: DetailView appeared!
// expect: ContentView disappeared!
:back
// expect: ContentView appeared!
// expect: DetailView disappeared!
:tap "Hello World"
// expect: DetailView appeared!
// expect: ContentView disappeared!
