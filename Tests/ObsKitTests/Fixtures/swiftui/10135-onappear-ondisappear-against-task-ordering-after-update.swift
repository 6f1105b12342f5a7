// what's-new style: `.onAppear`/`.onDisappear` against `.task` ordering: after the update appears run innermost first (the leaf before its container), then tasks start, innermost first too; a removed leaf disappears, and one put back appears and starts its task again (rules §11.1, §11.3, §10.3)
import SwiftUI

struct Leaf: View {
    var body: some View {
        let _ = print("Leaf body")
        Text("leaf")
            .onAppear { print("leaf onAppear") }
            .task { print("leaf task") }
            .onDisappear { print("leaf onDisappear") }
    }
}

struct Branch: View {
    @State private var showLeaf = true

    var body: some View {
        let _ = print("Branch body")
        VStack {
            Button("Toggle leaf") { showLeaf.toggle() }
            if showLeaf {
                Leaf()
            }
        }
        .task { print("branch task") }
        .onAppear { print("branch onAppear") }
        .onDisappear { print("branch onDisappear") }
    }
}

:mount Branch()
// expect: Branch body
// expect: Leaf body
// expect: leaf onAppear
// expect: branch onAppear
// expect: leaf task
// expect: branch task
:tap "Toggle leaf"
// expect: Branch body
// expect: leaf onDisappear
:tap "Toggle leaf"
// expect: Branch body
// expect: Leaf body
// expect: leaf onAppear
// expect: leaf task
:unmount
// expect: leaf onDisappear
// expect: branch onDisappear
