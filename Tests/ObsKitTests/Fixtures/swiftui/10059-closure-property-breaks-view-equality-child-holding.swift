// Stack Overflow Q&A style: "a closure property breaks view equality": a child holding a capturing closure runs at every render of its parent, even for an unrelated change; a child given a $binding instead is skipped while the bound value is equal; a closure that captures nothing (a global function) compares equal (rules §2.4, §2.5, §2.7, §9.3)
import SwiftUI

func logTap() { print("logged") }

struct ClosureButton: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("ClosureButton body: \(title)")
        Button(title, action: onTap)
    }
}

struct BindingButton: View {
    let title: String
    @Binding var likes: Int

    var body: some View {
        let _ = print("BindingButton body: \(title)")
        Button(title) { likes += 1 }
    }
}

struct PostView: View {
    @State private var likes = 0
    @State private var views = 0

    var body: some View {
        let _ = print("PostView body: \(likes) likes, \(views) views")
        VStack {
            ClosureButton(title: "Like A") { likes += 1 }
            BindingButton(title: "Like B", likes: $likes)
            ClosureButton(title: "Log", onTap: logTap)
            Button("View") { views += 1 }
        }
    }
}

:mount PostView()
// expect: PostView body: 0 likes, 0 views
// expect: ClosureButton body: Like A
// expect: BindingButton body: Like B
// expect: ClosureButton body: Log
:tap "View"
// expect: PostView body: 0 likes, 1 views
// expect: ClosureButton body: Like A
:tap "Like B"
// expect: PostView body: 1 likes, 1 views
// expect: ClosureButton body: Like A
// expect: BindingButton body: Like B
:tap "Log"
// expect: logged
:tap "Like A"
// expect: PostView body: 2 likes, 1 views
// expect: ClosureButton body: Like A
// expect: BindingButton body: Like B
