# bash completion for slideback, made by `slideback completions bash` from its option tables; do not edit.
_slideback() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=
    if (( COMP_CWORD > 1 )); then
        case ${COMP_WORDS[1]} in
            bench|soak|styles|springs|export|fit|check-bars|generate-art|man|completions|help) command=${COMP_WORDS[1]} ;;
        esac
    fi
    case $command in
        bench)
            case $prev in
                --depth|--size|--scale|--snapshot-budget) return ;;
                --style) COMPREPLY=($(compgen -W "system snapshot weibo bar-snapshot slideback cupertino react-navigation ios26 predictive-back predictive-back-shared scale-back fake-bar ionic native-stack compose-ios flutter-fade-forwards material-shared-axis compose harmonyos ios-measured ios-zoom" -- "$cur")); return ;;
                --style-file|--scene) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --renderer) COMPREPLY=($(compgen -W "auto software opengl opengles2" -- "$cur")); return ;;
            esac
            COMPREPLY=($(compgen -W "--json --depth --size --scale --snapshot-budget --style --style-file --scene --renderer --quick --pacing -h --help" -- "$cur"))
            ;;
        soak)
            case $prev in
                --seconds|--seed) return ;;
                --renderer) COMPREPLY=($(compgen -W "auto software opengl opengles2" -- "$cur")); return ;;
            esac
            COMPREPLY=($(compgen -W "--seconds --seed --json --renderer -h --help" -- "$cur"))
            ;;
        styles)
            case $prev in
                --export) COMPREPLY=($(compgen -W "system snapshot weibo bar-snapshot slideback cupertino react-navigation ios26 predictive-back predictive-back-shared scale-back fake-bar ionic native-stack compose-ios flutter-fade-forwards material-shared-axis compose harmonyos ios-measured ios-zoom" -- "$cur")); return ;;
                --style-file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
            esac
            if [[ $cur != -* ]]; then
                COMPREPLY=($(compgen -W "system snapshot weibo bar-snapshot slideback cupertino react-navigation ios26 predictive-back predictive-back-shared scale-back fake-bar ionic native-stack compose-ios flutter-fade-forwards material-shared-axis compose harmonyos ios-measured ios-zoom" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "--json --export --style-file --keys --diff -h --help" -- "$cur"))
            fi
            ;;
        springs)
            case $prev in
                --stiffness|--damping|--mass|--response|--damping-fraction|--duration|--bounce|--damping-ratio|--visual-duration|--tension|--friction|--bounciness|--speed) return ;;
            esac
            COMPREPLY=($(compgen -W "--stiffness --damping --mass --response --damping-fraction --duration --bounce --damping-ratio --visual-duration --tension --friction --bounciness --speed --json -h --help" -- "$cur"))
            ;;
        export)
            case $prev in
                --target) COMPREPLY=($(compgen -W "swiftui uikit compose flutter react-navigation css web" -- "$cur")); return ;;
                --out|--style-file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --size) return ;;
            esac
            if [[ $cur != -* ]]; then
                COMPREPLY=($(compgen -W "system snapshot weibo bar-snapshot slideback cupertino react-navigation ios26 predictive-back predictive-back-shared scale-back fake-bar ionic native-stack compose-ios flutter-fade-forwards material-shared-axis compose harmonyos ios-measured ios-zoom" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "--target --out --style-file --size -h --help" -- "$cur"))
            fi
            ;;
        fit)
            case $prev in
                --reference|--script|--out|--style-file|--scene) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --style) COMPREPLY=($(compgen -W "system snapshot weibo bar-snapshot slideback cupertino react-navigation ios26 predictive-back predictive-back-shared scale-back fake-bar ionic native-stack compose-ios flutter-fade-forwards material-shared-axis compose harmonyos ios-measured ios-zoom" -- "$cur")); return ;;
                --keys|--size|--reference-crop|--reference-width) return ;;
                --reference-align) COMPREPLY=($(compgen -W "auto start release best" -- "$cur")); return ;;
            esac
            COMPREPLY=($(compgen -W "--reference --style --script --keys --out --style-file --scene --size --reference-crop --reference-width --reference-align -h --help" -- "$cur"))
            ;;
        check-bars)
            case $prev in
                --renderer) COMPREPLY=($(compgen -W "auto software opengl opengles2" -- "$cur")); return ;;
                --style) return ;;
                --style-file|--scene) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --direction) COMPREPLY=($(compgen -W "ltr rtl" -- "$cur")); return ;;
            esac
            COMPREPLY=($(compgen -W "--json --quick --renderer --style --style-file --scene --direction -h --help" -- "$cur"))
            ;;
        generate-art)
            case $prev in
                --out|--icons) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")); return ;;
            esac
            COMPREPLY=($(compgen -W "--out --icons -h --help" -- "$cur"))
            ;;
        man)
            case $prev in
                --check) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
            esac
            COMPREPLY=($(compgen -W "--check --markdown -h --help" -- "$cur"))
            ;;
        completions)
            case $prev in
                --check) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
            esac
            if [[ $cur != -* ]]; then
                COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "--check -h --help" -- "$cur"))
            fi
            ;;
        help)
            case $prev in
            esac
            if [[ $cur != -* ]]; then
                COMPREPLY=($(compgen -W "bench soak styles springs export fit check-bars generate-art man completions help scene style script" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "-h --help" -- "$cur"))
            fi
            ;;
        *)
            case $prev in
                --size|--scale|--compare|--edge-width|--max-start-distance|--duration|--settle-duration|--time-scale|--slow-motion-factor|--frames|--snapshot-budget|--image-budget|--gif-scale|--reference-crop|--reference-width|--graph-seconds) return ;;
                --scene|--screens|--style-file|--script|--capture|--font|--gif|--video|--contact-sheet|--record-input|--trace|--plot|--reference|--tune-out) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --style) COMPREPLY=($(compgen -W "system snapshot weibo bar-snapshot slideback cupertino react-navigation ios26 predictive-back predictive-back-shared scale-back fake-bar ionic native-stack compose-ios flutter-fade-forwards material-shared-axis compose harmonyos ios-measured ios-zoom" -- "$cur")); return ;;
                --pan) COMPREPLY=($(compgen -W "edge fullscreen content" -- "$cur")); return ;;
                --direction) COMPREPLY=($(compgen -W "ltr rtl" -- "$cur")); return ;;
                --release) COMPREPLY=($(compgen -W "distance fling projected" -- "$cur")); return ;;
                --settle-curve) COMPREPLY=($(compgen -W "seed flutter spring velocity" -- "$cur")); return ;;
                --renderer) COMPREPLY=($(compgen -W "auto software opengl opengles2" -- "$cur")); return ;;
                --record) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")); return ;;
                --reference-align) COMPREPLY=($(compgen -W "auto start release best" -- "$cur")); return ;;
                --export-target) COMPREPLY=($(compgen -W "swiftui uikit compose flutter react-navigation css web" -- "$cur")); return ;;
            esac
            if [[ $cur != -* && COMP_CWORD -eq 1 ]]; then
                COMPREPLY=($(compgen -W "bench soak styles springs export fit check-bars generate-art man completions help" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "--size --scale --scene --screens --style --style-file --compare --pan --direction --edge-width --max-start-distance --release --settle-curve --duration --settle-duration --time-scale --slow-motion-factor --no-fit --reduce-motion --headless --renderer --show-pointer --no-hints --script --frames --capture --font --snapshot-budget --image-budget --record --gif --video --caption --gif-scale --contact-sheet --record-input --trace --plot --reference --reference-crop --reference-width --reference-align --graph-seconds --tune-out --export-target --version -h --help" -- "$cur"))
            fi
            ;;
    esac
}
complete -F _slideback slideback
