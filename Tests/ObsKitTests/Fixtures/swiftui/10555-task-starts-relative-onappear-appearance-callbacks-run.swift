// async-in-views style: when .task starts relative to onAppear: appearance callbacks run innermost first, and all tasks start after them (innermost first too), whatever order the modifiers are written in; the outer task resumes after its sleep (rules §11.1, §11.3)
import SwiftUI

struct InnerBadge: View {
    var body: some View {
        let _ = print("InnerBadge body")
        Text("Badge")
            .onAppear { print("inner appear") }
            .task { print("inner task") }
            .onDisappear { print("inner disappear") }
    }
}

struct OuterCard: View {
    var body: some View {
        let _ = print("OuterCard body")
        VStack {
            InnerBadge()
        }
        .task {
            print("outer task")
            try? await Task.sleep(for: .seconds(1))
            print("outer task resumed")
        }
        .onAppear { print("outer appear") }
        .onDisappear { print("outer disappear") }
    }
}

:mount OuterCard()
// expect: OuterCard body
// expect: InnerBadge body
// expect: inner appear
// expect: outer appear
// expect: inner task
// expect: outer task
:advance 1s
// expect: outer task resumed
:unmount
// expect: inner disappear
// expect: outer disappear
