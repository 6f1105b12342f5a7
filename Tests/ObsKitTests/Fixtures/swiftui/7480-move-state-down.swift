// objc.io-style "Push state down the tree": an article screen whose "More" toggle lives in the parent runs the parent and its closure-taking share bar at every toggle; moved into a `SummaryBlock`, the toggle runs only that block
// What SwiftUI does: a @State change runs the body of the view that owns and reads it (rules §3.5, §0.2); the
// parent's render builds `ShareBar` again with a new capturing closure, so it runs too (rules §2.4, §2.7).
// After the refactor the parent doesn't own the flag: a toggle runs `SummaryBlock` alone. A later share runs
// the parent and the bar; `SummaryBlock()` is equal (its @State compares its initial value, rules §2.5) and
// keeps its state. `:mount` replaces the first root with the second.
// Sources: rules §0.2, §2.4, §2.5, §2.7, §3.5, §12.1, §12.2.
import SwiftUI

struct ShareBar: View {
    let shares: Int
    let onShare: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("\(shares) shares")
            Button("Share", action: onShare)
        }
    }
}

struct ArticleScreenBefore: View {
    @State private var isExpanded = false
    @State private var shares = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(isExpanded ? "The whole story, paragraph after paragraph." : "A short summary.")
            Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
            ShareBar(shares: shares) { shares += 1 }
        }
    }
}

struct SummaryBlock: View {
    @State private var isExpanded = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(isExpanded ? "The whole story, paragraph after paragraph." : "A short summary.")
            Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
        }
    }
}

struct ArticleScreenAfter: View {
    @State private var shares = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            SummaryBlock()
            ShareBar(shares: shares) { shares += 1 }
        }
    }
}

:mount ArticleScreenBefore()
// expect: ArticleScreenBefore: @self, @identity, _isExpanded, _shares changed.
// expect: ShareBar: @self changed.
:tap "More"
// expect: ArticleScreenBefore: _isExpanded changed.
// expect: ShareBar: @self changed.
:tap "Less"
// expect: ArticleScreenBefore: _isExpanded changed.
// expect: ShareBar: @self changed.
:mount ArticleScreenAfter()
// expect: ArticleScreenAfter: @self, @identity, _shares changed.
// expect: SummaryBlock: @self, @identity, _isExpanded changed.
// expect: ShareBar: @self changed.
:tap "More"
// expect: SummaryBlock: _isExpanded changed.
:tap "Share"
// expect: ArticleScreenAfter: _shares changed.
// expect: ShareBar: @self changed.
:tap "Less"
// expect: SummaryBlock: _isExpanded changed.
