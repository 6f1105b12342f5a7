// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:) (each nesting level adds one to an environment value; an explicit environment(_:_:) below resets it)
// transformEnvironment(_:transform:) "Transforms the environment value of the specified key path with the given
// function": the function gets the value the view inherited and changes it for the view's content, so nested
// groups stack their changes. environment(_:_:) below sets the value outright, replacing what was inherited.
// Each row prints the depth it reads (its body runs once, at mount, parents before children):
// - Inbox at 0; Work (one group) at 1; Reports (two groups) at 2; Pinned sits inside both groups but under
//   `.environment(\.outlineDepth, 0)`, so it is back at 0; Trash is outside every group: 0.
import SwiftUI

extension EnvironmentValues {
    @Entry var outlineDepth: Int = 0
}

struct OutlineRow: View {
    let title: String
    @Environment(\.outlineDepth) private var depth

    var body: some View {
        let _ = print("\(title) at depth \(depth)")
        Text(String(repeating: "  ", count: depth) + title)
    }
}

struct OutlineGroup<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack {
            content
        }
        .transformEnvironment(\.outlineDepth) { depth in
            depth += 1
        }
    }
}

struct MailboxOutline: View {
    var body: some View {
        VStack {
            OutlineRow(title: "Inbox")
            OutlineGroup {
                OutlineRow(title: "Work")
                OutlineGroup {
                    OutlineRow(title: "Reports")
                    OutlineRow(title: "Pinned")
                        .environment(\.outlineDepth, 0)
                }
            }
            OutlineRow(title: "Trash")
        }
    }
}

:mount MailboxOutline()
// expect: Inbox at depth 0
// expect: Work at depth 1
// expect: Reports at depth 2
// expect: Pinned at depth 0
// expect: Trash at depth 0
