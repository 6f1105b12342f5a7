import Foundation
import Testing

/// The first tutorial's web page (`obsrepl play 01 --html`) in a real browser: headless Chromium loads it,
/// the test clicks through its timeline and its one-turn mode, checks that the page reported no error and
/// fetched nothing but itself, reads it with JavaScript off, and keeps screenshots (checked not blank)
/// under `.build/browser-test/` (the README's picture, docs/web-page.png, is the second one).
@Suite(.serialized) struct WebPageBrowserTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/browser-test")

    static let noBrowser: Comment = "Chromium is not installed (apt-get install chromium; .ci/run installs it when root), so the web page is not checked in a browser"

    /// The page, written by the built obsrepl.
    static func exportFirstTutorial() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("01-first-steps.html")
        let run = try CommandLineTests.obsrepl(["play", "01", "--html", page.path])
        try #require(run.status == 0, "obsrepl play 01 --html failed: \(run.stderr)")
        return page
    }

    @Test(.enabled(if: HeadlessChromium.executable != nil, noBrowser))
    func theFirstTutorialWorksInABrowser() throws {
        let page = try Self.exportFirstTutorial()
        let browser = try HeadlessChromium(executable: HeadlessChromium.executable!)
        try browser.load(page)
        let turns = try #require(try browser.evaluate("document.querySelectorAll('section.turn').length") as? Int)
        let links = try browser.evaluate("document.querySelectorAll('nav.timeline a[data-turn]').length") as? Int
        #expect(turns > 0 && links == turns, "one timeline link per turn: \(links ?? -1) links, \(turns) turns")

        // Each link makes its turn the current one and brings it to the top (below the sticky timeline).
        for index in 0..<turns {
            let state = try browser.evaluate("""
                (function () {
                  document.querySelectorAll('nav.timeline a[data-turn]')[\(index)].click();
                  var turn = document.querySelector('section.turn.current');
                  var link = document.querySelector('nav.timeline a.current');
                  return [document.body.dataset.current, turn ? turn.id : '', link ? link.dataset.turn : '',
                          turn ? Math.round(turn.getBoundingClientRect().top) : -1,
                          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2];
                })()
                """) as? [Any]
            let number = "\(index + 1)"
            #expect(state?[0] as? String == number && state?[1] as? String == "t" + number && state?[2] as? String == number,
                    "clicking turn \(number) made \(String(describing: state)) current")
            // A turn near the end may not reach the top: the page ends first.
            let top = state?[3] as? Int ?? -1, atTheEnd = state?[4] as? Bool ?? false
            #expect((0...120).contains(top) || (atTheEnd && top > 0), "turn \(number) is at \(top)px, not at the top")
        }

        // One turn at a time: only the chosen turn shows; the arrow key moves on.
        let single = try browser.evaluate("""
            (function () {
              document.querySelector('nav.timeline button').click();
              document.querySelectorAll('nav.timeline a[data-turn]')[4].click();
              var shown = function () { return Array.prototype.filter.call(document.querySelectorAll('section.turn'),
                function (t) { return t.offsetParent !== null; }).map(function (t) { return t.id; }); };
              var before = shown();
              document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
              var after = shown();
              document.querySelector('nav.timeline button').click();
              return [before.join(' '), after.join(' '), shown().length];
            })()
            """) as? [Any]
        #expect(single?[0] as? String == "t5" && single?[1] as? String == "t6" && single?[2] as? Int == turns,
                "one turn at a time showed \(String(describing: single))")

        #expect(browser.pageErrors == [])
        let elsewhere = browser.requestedURLs.filter { $0 != page.absoluteString && !$0.hasPrefix(page.absoluteString + "#") && !$0.hasPrefix("data:") }
        #expect(elsewhere == [], "the page fetched \(elsewhere)")

        // The screenshot: the top of the page, and the tap's turn with its graph open.
        _ = try browser.evaluate("window.scrollTo(0, 0)")
        let top = try browser.screenshot()
        try top.write(to: Self.folder.appendingPathComponent("01-first-steps.png"))
        _ = try browser.evaluate("""
            (function () {
              var turns = Array.prototype.slice.call(document.querySelectorAll('section.turn'));
              var turn = turns.find(function (t) { return t.querySelector('pre.input').textContent.indexOf(':tap') === 0; }) || turns[0];
              var graph = turn.querySelector('details.graph'); if (graph) graph.open = true;
              turn.scrollIntoView();
            })()
            """)
        try browser.screenshot(height: 760).write(to: Self.folder.appendingPathComponent("01-first-steps-turn.png"))
        try Self.expectNotBlank(top, browser)
    }

    @Test(.enabled(if: HeadlessChromium.executable != nil, noBrowser))
    func theFirstTutorialReadsWithoutJavaScript() throws {
        let page = try Self.exportFirstTutorial()
        let browser = try HeadlessChromium(executable: HeadlessChromium.executable!)
        try browser.call("Emulation.setScriptExecutionDisabled", ["value": true])
        try browser.load(page)
        let shown = try browser.evaluate("""
            [document.querySelectorAll('section.turn').length,
             Array.prototype.filter.call(document.querySelectorAll('section.turn'), function (t) { return t.offsetParent !== null; }).length,
             document.querySelectorAll('nav.timeline button').length, document.body.dataset.current || '']
            """) as? [Any]
        let count = shown?[0] as? Int ?? 0
        #expect(count > 0 && shown?[1] as? Int == count, "with JavaScript off every turn shows: \(String(describing: shown))")
        #expect(shown?[2] as? Int == 0 && shown?[3] as? String == "", "the page's script ran with JavaScript off")
    }

    /// A PNG of the right size, much larger than a blank page's (it compresses to almost nothing), with
    /// many colours (the browser decodes it).
    static func expectNotBlank(_ png: Data, _ browser: HeadlessChromium) throws {
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        let width = png.count > 24 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
        #expect(width == 1000, "the screenshot is \(width) pixels wide")
        try browser.load(URL(string: "data:text/html,<body style='background:%23fff'></body>")!)
        let blank = try browser.screenshot()
        #expect(png.count > 5 * blank.count, "the screenshot (\(png.count) bytes) is hardly larger than a blank page's (\(blank.count) bytes)")
        let colours = try browser.evaluate("""
            new Promise(function (resolve) {
              var image = new Image();
              image.onload = function () {
                var canvas = document.createElement('canvas'); canvas.width = image.width; canvas.height = image.height;
                var context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
                var data = context.getImageData(0, 0, canvas.width, canvas.height).data, seen = new Set();
                for (var i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
                resolve(seen.size);
              };
              image.onerror = function () { resolve(-1); };
              image.src = 'data:image/png;base64,\(png.base64EncodedString())';
            })
            """) as? Int
        #expect((colours ?? 0) > 20, "the screenshot has \(colours ?? 0) colours")
    }
}
