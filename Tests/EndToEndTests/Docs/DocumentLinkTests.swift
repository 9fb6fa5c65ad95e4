import XCTest

/// The README stays a user's page, and no link of the README or of docs/ leads nowhere: every
/// relative link and image names a file that exists, and every `#anchor` a heading of its page.
final class DocumentLinkTests: XCTestCase {
    func testTheReadmeIsAtMost400Lines() throws {
        let lines = try MarkdownPage("README.md").text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertLessThanOrEqual(lines, 400, "README.md is for users; move the rest to docs/")
    }

    func testEveryLinkAndImageResolves() throws {
        let pages = try MarkdownPage.all()
        XCTAssertTrue(pages.map(\.path).contains("docs/reference.md"), "\(pages.map(\.path))")
        let byPath = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0) })
        var checked = 0
        for page in pages {
            checked += page.links.count
            let broken = page.brokenLinks(pages: byPath)
            XCTAssertEqual(broken, [], broken.joined(separator: "\n"))
        }
        XCTAssertGreaterThan(checked, 50, "the pages' links were found")
    }

    func testAnchorsFollowGitHubsRules() {
        XCTAssertEqual(MarkdownPage.slug("The lab: readout, graphs, plot"), "the-lab-readout-graphs-plot")
        XCTAssertEqual(MarkdownPage.slug("SDL's slow paths, our own loops"), "sdls-slow-paths-our-own-loops")
        XCTAssertEqual(MarkdownPage.slug("Measuring: `slideback bench`"), "measuring-slideback-bench")
        XCTAssertEqual(MarkdownPage.slug("Where it differs from DESIGN.md"), "where-it-differs-from-designmd")
        XCTAssertEqual(MarkdownPage.slug("snake_case and dash-ed"), "snake_case-and-dash-ed")
        let page = MarkdownPage(path: "docs/x.md", text: "# Notes\n\n## Notes\n\n```\n# not a heading\n```\n")
        XCTAssertEqual(page.anchors, ["notes", "notes-1"])
    }

    func testABrokenLinkOrAnchorIsReported() {
        let text = """
            # Page

            See [the page](#page), [the README](../README.md#installing), [a picture](media/system.png),
            [the web](https://example.com/x#y), and `[in code](nowhere.md)`.

            ```
            [in a block](nowhere.md)
            ```

            Broken: [missing](missing.md), [no such heading](#nothing), ![gone](media/gone.png),
            [wrong anchor](../README.md#no-such-part).
            """
        let page = MarkdownPage(path: "docs/x.md", text: text)
        XCTAssertEqual(page.brokenLinks(pages: [:]), [
            "docs/x.md: missing.md: no file docs/missing.md",
            "docs/x.md: #nothing: docs/x.md has no heading #nothing",
            "docs/x.md: media/gone.png: no file docs/media/gone.png",
            "docs/x.md: ../README.md#no-such-part: README.md has no heading #no-such-part",
        ])
    }
}
