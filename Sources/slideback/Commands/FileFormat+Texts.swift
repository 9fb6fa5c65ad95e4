import SlideBackCore

/// The words of each format. Keys the readers know but these texts leave out fail a test
/// (`FileFormatTests`), so a new key comes with its line here.
extension FileFormat {
    static let sceneBlocks: [Block] = [
        .paragraph("A scene is a JSON object with the pages a run can show, in push order: Right pushes the next. "
                   + "Image paths are relative to the scene file. A bad value stops the program with one line naming the file and "
                   + "the place (scene.json: pages[3].bar: ...), exit 2; a key nobody reads is a warning naming the key it most "
                   + "likely meant, and the run goes on."),
        .example([
            #"{"pages": ["#,
            ##"  {"id": "home", "title": "Home", "content": "#3366CC", "bar": "opaque", "tabBar": true},"##,
            #"  {"id": "product", "content": "pages/product.png", "bar": "transparent"},"#,
            #"  {"id": "list", "content": [{"kind": "row", "title": "Wi-Fi", "accessory": "chevron"}]}"#,
            #"]}"#,
        ]),
        .paragraph("Top level:"),
        .entries([
            ("pages", "required: the pages, at most 10000, each an object as below"),
            ("overlays", "false draws no bar, tab bar, status text or clock over any page, for screenshots that have their "
                + "own (as --screens does); default true"),
            ("direction", "ltr or rtl: rtl runs the scene mirrored, the back button and the back swipe's edge on the right "
                + "(--direction overrides it); default ltr"),
        ]),
        .paragraph("A page:"),
        .entries([
            ("id", "required, unique"),
            ("title", "the bar's title (default: the id), at most 1000 characters"),
            ("content", "a colour #RGB, #RRGGBB or #RRGGBBAA, a PNG or JPEG path, or a list of elements drawn live (default white)"),
            ("background", "the colour under a list of elements (default #FFFFFF)"),
            ("bar", "opaque, transparent (title and buttons over the content) or hidden"),
            ("barColor", "the opaque bar's colour (default #F7F7F7)"),
            ("tint", "the colour of the bar's title and buttons (default: chosen to read on the bar)"),
            ("statusBar", "the status text: light, dark or auto (whichever reads better on what is under it; default)"),
            ("tabBar", "true shows a tab bar while the page is the root"),
            ("backGesture", "false: no back swipe on this page; \"whenScrolledToStart\": only once its carousels are at their start"),
            ("rightButton", "true shows a right-hand bar button that pops to the root"),
            ("scrollsSideways", "true: a sideways drag scrolls the content (on a page of elements, its carousels)"),
            ("largeTitle", "true shows an iOS large title that collapses into the bar as the page scrolls"),
            ("barSnapshot", "false keeps the page out of the bar-snapshot style's bar picture"),
        ]),
        .paragraph("An element is an object with a kind and that kind's keys (image paths as above; texts as long as a title):"),
        .entries([
            ("header", "image (required), height 40-2000 pt (default 260): a full-width picture"),
            ("largeTitle", "text (required): 34 pt bold"),
            ("text", "text (required), size 8-60 pt (default 15), color"),
            ("row", "title (required), subtitle, value, icon (a colour), image, badge 0-9999, accessory none, chevron, switchOn or switchOff, zoomSource true: ios-zoom's source for the next page"),
            ("section", "rows (required, rows as above without kind), title: an inset group"),
            ("button", "title (required), color (default #FF5000)"),
            ("grid", "cards (required: title, subtitle, image, color, zoomSource), columns 1-4 (default 2)"),
            ("carousel", "cards (required, as a grid's), height 60-800 pt (default 220): one row that scrolls sideways"),
        ]),
    ]

    static var styleBlocks: [Block] {
        let ours = StyleSpec.builtIn(.defaultStyle)
        return [
            .paragraph("A style is a JSON object: a name, the built-in style it starts from, and any of its constants. "
                       + "--style-file FILE loads one; its name then works with --style, --compare and Tab. "
                       + "slideback styles --export NAME prints a style as a file to start from. A bad value stops the program "
                       + "with one line naming the file, the key and what it allows, exit 2; a key nobody reads is a warning."),
            .example([#"{"name": "mine", "base": "slideback", "frontScale": 0.9, "cornerRadius": 20, "backDim": 0.3}"#]),
            .entries([
                ("name", "required: 1 to \(StyleSpec.nameLimit) characters, no commas, not a built-in's name"),
                ("base", "the built-in style every key not given comes from (default \(ours.name))"),
                ("summary", "one line on what it is"),
            ] + StyleSpec.fields.map { field in
                (field.key, "\(field.summary) (\(field.allowed); \(ours.name): \(field.read(ours)))")
            } + [
                ("push, pop", "an object of the look keys (back to \(PhaseLook.fields.last?.key ?? "")) for that phase, or null: as the drag"),
            ]),
        ]
    }

    static var scriptBlocks: [Block] {
        [
            .paragraph("A script is timed input: {\"events\": [...]}, each event applied before its frame is drawn; every frame "
                       + "is 1/60 s of animation, so a headless run is the same every time. Frames must not go backwards. "
                       + "--record-input writes one from a run."),
            .example([
                #"{"events": ["#,
                #"  {"frame": 0, "action": "push"},"#,
                #"  {"frame": 40, "action": "down", "x": 2, "y": 600},"#,
                #"  {"frame": 41, "action": "move", "x": 120, "y": 600},"#,
                #"  {"frame": 42, "action": "up", "x": 120, "y": 600},"#,
                #"  {"frame": 90, "action": "key", "key": "s"}"#,
                #"]}"#,
            ]),
            .entries([
                ("frame", "required: the frame the event is applied before, from 0"),
                ("action", "required: " + ScriptAction.names.joined(separator: ", ")),
                ("push, pop, popToRoot", "the navigation commands, animated"),
                ("popTo", "index: the stack index to pop back to (0 is the root)"),
                ("down, move, up", "x, y in points (window points in compare mode), optional pointer number"),
                ("cancel", "the pointer is lost: the gesture ends as a cancel"),
                ("key", "key: one of " + Key.allCases.map(\.rawValue).joined(separator: " ")),
                ("resize", "width, height in points: the window is resized, as a user dragging its corner"),
                ("wheel", "dx, dy in points, SDL's signs (x right, y up), either alone; x, y optional: a wheel or trackpad scroll, to the left a back swipe from the edge, up or down a page scroll"),
            ]),
        ]
    }
}
